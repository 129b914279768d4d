import { Divider, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskCpf, maskDate, maskPhone } from '../../../shared/format.ts';
import { genderOptions, maritalStatusOptions } from '../../../shared/options.ts';
import { Checkbox, PasswordInput } from '../FormControls.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import type { RegistrationValues } from './registration-form.ts';

/** Step "Responsável e acesso": who registers (subscriber), the platform user, and the company's administrator. */
export function AccessFields({ form }: { form: UseFormReturnType<RegistrationValues> }) {
  const values = form.getValues();
  return (
    <Stack gap="lg">
      <Stack gap="md" component="section" aria-labelledby="responsavel">
        <Title order={3} fz="md" id="responsavel">
          Responsável pelo cadastro
        </Title>
        <TextInput label="Nome do responsável" autoComplete="name" aria-required {...form.getInputProps('subscriber.name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="E-mail do responsável" type="email" inputMode="email" autoComplete="email" aria-required {...form.getInputProps('subscriber.email')} />
          <MaskedInput label="Celular do responsável" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('subscriber.cellphone')} />
        </SimpleGrid>
      </Stack>

      <Divider />
      <Stack gap="md" component="section" aria-labelledby="acesso">
        <Stack gap={2}>
          <Title order={3} fz="md" id="acesso">
            Seu acesso à plataforma
          </Title>
          <Text fz="sm" c="dimmed">
            Este usuário será o administrador da empresa na plataforma.
          </Text>
        </Stack>
        <TextInput label="Nome completo" autoComplete="name" aria-required {...form.getInputProps('user.name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="E-mail de acesso" type="email" inputMode="email" autoComplete="username" aria-required {...form.getInputProps('user.email')} />
          <MaskedInput label="Celular (WhatsApp)" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('user.cellphone')} />
          <PasswordInput label="Senha" description="Pelo menos 8 caracteres" autoComplete="new-password" aria-required {...form.getInputProps('user.password')} />
          <PasswordInput label="Confirme a senha" autoComplete="new-password" aria-required {...form.getInputProps('user.confirmPassword')} />
          <MaskedInput label="CPF" mask={maskCpf} inputMode="numeric" placeholder="000.000.000-00" aria-required {...form.getInputProps('user.info.document')} />
          <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" autoComplete="bday" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('user.birthDate')} />
        </SimpleGrid>
        <TextInput label="Nome da mãe" aria-required {...form.getInputProps('user.info.motherName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Gênero" placeholder="Selecione uma opção" data={genderOptions} allowDeselect={false} aria-required {...form.getInputProps('user.info.gender')} />
          <Select label="Estado civil" placeholder="Selecione uma opção" data={maritalStatusOptions} allowDeselect={false} aria-required {...form.getInputProps('user.info.maritalStatus')} />
        </SimpleGrid>
      </Stack>

      <Divider />
      <Stack gap="md" component="section" aria-labelledby="administrador">
        <Title order={3} fz="md" id="administrador">
          Administrador da empresa
        </Title>
        <Checkbox label="Eu sou o administrador da empresa" {...form.getInputProps('isUserCompanyAdministrator', { type: 'checkbox' })} />
        {values.isUserCompanyAdministrator ? null : (
          <>
            <Text fz="sm" c="dimmed">
              Informe os dados do sócio ou administrador responsável pela empresa.
            </Text>
            <TextInput label="Nome do administrador" aria-required {...form.getInputProps('administrator.name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="E-mail do administrador" type="email" inputMode="email" aria-required {...form.getInputProps('administrator.email')} />
              <MaskedInput
                label="Celular do administrador"
                mask={maskPhone}
                type="tel"
                inputMode="tel"
                placeholder="(11) 98765-4321"
                aria-required
                {...form.getInputProps('administrator.cellphone')}
              />
              <MaskedInput label="CPF do administrador" mask={maskCpf} inputMode="numeric" placeholder="000.000.000-00" aria-required {...form.getInputProps('administrator.document')} />
              <MaskedInput label="Data de nascimento do administrador" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('administrator.birthDate')} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
