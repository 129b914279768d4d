import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { maskPhone } from '../../../shared/format.ts';
import { CONTACT_TYPE, toOptions } from '../../../shared/options.ts';
import { Checkbox } from '../FormControls.tsx';
import { type CompanySectionValues, newContact } from './company-form.ts';

const typeOptions = toOptions(CONTACT_TYPE);
const MAX_CONTACTS = 10;
const isPhone = (type: string | null) => type === 'cellphone' || type === 'phone';

/**
 * docs/design/product-spec.md §3 "Contact": type, value and whether it is the main one of its type; up to ten. Generic
 * over the form (the registration and the company tab both hold `contacts`), so list values are passed `as never`:
 * Mantine cannot resolve a path's type through a generic form.
 */
export function ContactsFields<V extends CompanySectionValues>({ form, readOnly = false }: { form: UseFormReturnType<V>; readOnly?: boolean }) {
  const contacts = form.getValues().contacts;
  return (
    <Stack gap="sm">
      {contacts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nenhum contato adicional.
        </Text>
      ) : null}
      {contacts.map((c, i) => (
        <Paper key={c.key} withBorder radius="md" p="sm" component="fieldset" style={{ margin: 0 }} aria-label={`Contato ${i + 1}`}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select label={`Tipo do contato ${i + 1}`} placeholder="Selecione" data={typeOptions} allowDeselect={false} w={150} readOnly={readOnly} {...form.getInputProps(`contacts.${i}.type`)} />
            <TextInput
              label={`Valor do contato ${i + 1}`}
              flex={1}
              miw={180}
              readOnly={readOnly}
              inputMode={isPhone(c.type) ? 'tel' : c.type === 'email' ? 'email' : undefined}
              placeholder={isPhone(c.type) ? '(11) 98765-4321' : c.type === 'email' ? 'nome@empresa.com.br' : c.type === 'site' ? 'www.suaempresa.com.br' : ''}
              {...form.getInputProps(`contacts.${i}.value`)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                form.setFieldValue(`contacts.${i}.value`, (isPhone(c.type) ? maskPhone(value) : value) as never);
              }}
            />
            <Checkbox label="Principal" mt={32} disabled={readOnly} {...form.getInputProps(`contacts.${i}.main`, { type: 'checkbox' })} />
            {readOnly ? null : (
              <ActionIcon variant="subtle" color="red" mt={28} size="lg" aria-label={`Remover contato ${i + 1}`} onClick={() => form.removeListItem('contacts', i)}>
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {readOnly || contacts.length >= MAX_CONTACTS ? null : (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('contacts', newContact() as never)}>
            Adicionar contato
          </Button>
        </Group>
      )}
    </Stack>
  );
}
