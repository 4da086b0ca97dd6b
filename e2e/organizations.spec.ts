/**
 * Organizations, one journey: a studio owner makes an organization and invites someone by email; the
 * invite is accepted in a second browser; an asset the owner uploads into the shared library shows
 * on both screens live; the owner removes the member, and the member's open page loses it at once.
 */
import { linkFromOutbox } from './mail';
import { expect, test, type Page } from './test';
import { fixture, signUp } from './toolJourney';

test('an owner invites a member, both see the shared library live, and a removed member loses it', async ({ browser, baseURL, watchCsp }) => {
  test.setTimeout(120_000);
  // Pictures of the real pages along the way, for a person to look at.
  const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const owner = await signUp({ browser, baseURL, watchCsp }, { tier: 'studio' });
  const member = await signUp({ browser, baseURL, watchCsp });
  const { email } = (await (await member.context.request.get('/user/profile', { headers: member.auth })).json()) as { email: string };

  // The owner makes the organization and invites the member's email.
  const ownerPage = await owner.context.newPage();
  await ownerPage.goto('/dashboard/organization/new/about');
  await ownerPage.getByLabel('Name').fill('Northwind Studio');
  await ownerPage.getByRole('button', { name: 'Create organization' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Northwind Studio' })).toBeVisible();
  await expect(ownerPage.getByRole('meter', { name: 'Seats used' })).toHaveAttribute('aria-valuetext', '1 of 20');
  await shoot(ownerPage, 'about');
  await ownerPage.getByRole('link', { name: 'Members' }).click();
  await ownerPage.getByRole('textbox', { name: 'Email' }).fill(email);
  await ownerPage.getByRole('button', { name: 'Send invite' }).click();
  await expect(ownerPage.getByText(`Invite sent to ${email}.`)).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Pending invites' }).getByText(email)).toBeVisible();
  await shoot(ownerPage, 'members-invited');

  // The member opens the mailed link in their own browser and accepts.
  const link = new URL(linkFromOutbox(email, '/invite/'));
  const memberPage = await member.context.newPage();
  await memberPage.goto(`${link.pathname}${link.search}`);
  await expect(memberPage.getByRole('heading', { name: 'Join Northwind Studio' })).toBeVisible();
  await shoot(memberPage, 'invite');
  await memberPage.getByRole('button', { name: 'Accept and join' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Northwind Studio' })).toBeVisible();

  // Both have the organization's library open; the owner uploads into it and both see it arrive.
  await memberPage.getByRole('link', { name: 'Assets' }).click();
  await expect(memberPage.getByRole('button', { name: 'Northwind Studio Library' })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'Drop files here to upload' })).toBeVisible();
  await ownerPage.getByRole('link', { name: 'Assets' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Northwind Studio Library' })).toBeVisible();
  const chooser = ownerPage.waitForEvent('filechooser');
  await ownerPage.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await (await chooser).setFiles({ name: 'crate.glb', mimeType: 'model/gltf-binary', buffer: fixture('crate.glb') });
  await expect(ownerPage.getByRole('row', { name: /crate/ })).toBeVisible({ timeout: 20_000 });
  await expect(memberPage.getByRole('row', { name: /crate/ })).toBeVisible({ timeout: 20_000 });
  await shoot(memberPage, 'shared-library-member');

  // The owner removes the member: the member's open page loses the library without a reload.
  await ownerPage.getByRole('link', { name: 'Organization' }).click();
  await ownerPage.getByRole('link', { name: 'Members' }).click();
  await ownerPage.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(ownerPage.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  await shoot(ownerPage, 'members-after-removal');
  await expect(memberPage.getByRole('row', { name: /crate/ })).toBeHidden();
  await expect(memberPage.getByRole('button', { name: 'Northwind Studio Library' })).toBeHidden();
  await shoot(memberPage, 'removed-member-library');
  // And the organization is out of reach: its address answers as if it never existed.
  await memberPage.goto(`/dashboard/organization/${new URL(ownerPage.url()).pathname.split('/')[3]}/about`);
  await expect(memberPage.getByRole('alert')).toBeVisible();
});
