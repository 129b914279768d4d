import { ActionIcon, type ActionIconProps, Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => <Button component="a" ref={ref} {...props} />);
MantineButtonAnchor.displayName = 'MantineButtonAnchor';
const MantineActionIconAnchor = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorElementProps>((props, ref) => <ActionIcon component="a" ref={ref} {...props} />);
MantineActionIconAnchor.displayName = 'MantineActionIconAnchor';

/**
 * Mantine's Anchor, Button and ActionIcon as router links, typed by the route tree: `to` with `params` and `search` are checked
 * (`component={Link}` loses that typing).
 */
export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
export const ActionIconLink = createLink(MantineActionIconAnchor);
