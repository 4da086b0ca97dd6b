import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { narrow, release, wide } from '../private/storyFixtures';
import { TextLink } from '../private/TextLink';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { AuthLayout } from './AuthLayout';

const onContinue = fn();

const form = (
  <Stack
    as="form"
    space="4"
    onSubmit={(event) => {
      event.preventDefault();
      if (event.currentTarget instanceof HTMLFormElement) onContinue(new FormData(event.currentTarget).get('email'));
    }}
  >
    <TextField label="Email" name="email" type="email" />
    <Button type="submit">Continue</Button>
  </Stack>
);

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in to Facet',
    description: 'Use the email you registered with.',
    homeHref: '/',
    children: form,
    footer: (
      <>
        No account yet? <TextLink href="/auth/register">Create one</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sign in to Facet' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'About Facet' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@studio.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(onContinue).toHaveBeenCalledWith('ada@studio.com');
    await release(canvas.getByRole('button', { name: 'Continue' }));
  },
};

export const WithoutDescriptionOrFooter: Story = { args: { description: undefined, footer: undefined } };

export const Wide: Story = { globals: wide };

/** Phones get the card alone, with the logo above it. */
export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
    const logos = canvas.getAllByRole('link', { name: 'Facet' });
    await expect(logos.filter((link) => link.checkVisibility())).toHaveLength(1);
  },
};
