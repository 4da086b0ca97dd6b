import { endpoints, ORGANIZATION_AVATAR_MAX_BYTES } from '@facet/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { linkOrigin } from '../lib/link-origin';
import { route } from '../lib/route';
import type { Services } from '../services';

/** Organizations, their members and invites, and the admin's view of them (admin disabling is recorded in the audit log). */
export async function organizationsRoutes(app: FastifyInstance, { organizations }: Services, config: Readonly<Config>): Promise<void> {
  route(app, endpoints.listOrganizations, async ({ caller }) => organizations.list(caller));
  route(app, endpoints.createOrganization, async ({ caller, body }) => organizations.create(caller, body.name));
  route(app, endpoints.organization, async ({ caller, params }) => organizations.get(caller, params.orgId));
  route(app, endpoints.updateOrganization, async ({ caller, params, body }) => organizations.rename(caller, params.orgId, body.name));
  route(app, endpoints.deleteOrganization, async ({ caller, params }) => organizations.delete(caller, params.orgId));

  route(app, endpoints.organizationMembers, async ({ caller, params, query }) => organizations.members(caller, params.orgId, query.q));
  route(app, endpoints.organizationMember, async ({ caller, params }) => organizations.member(caller, params.orgId, params.memberId));
  route(app, endpoints.updateMemberRole, async ({ caller, params, body }) => organizations.updateRole(caller, params.orgId, params.memberId, body.role));
  route(app, endpoints.removeMember, async ({ caller, params }) => organizations.removeMember(caller, params.orgId, params.memberId));

  route(app, endpoints.organizationInvites, async ({ caller, params }) => organizations.invites(caller, params.orgId));
  route(app, endpoints.createInvite, async ({ caller, params, body, request }) =>
    organizations.createInvite(caller, params.orgId, body, linkOrigin(request, config)),
  );
  route(app, endpoints.resendInvite, async ({ caller, params, request }) =>
    organizations.resendInvite(caller, params.orgId, params.inviteId, linkOrigin(request, config)),
  );
  route(app, endpoints.revokeInvite, async ({ caller, params }) => organizations.revokeInvite(caller, params.orgId, params.inviteId));
  route(app, endpoints.invitePreview, async ({ params }) => organizations.preview(params.token));
  route(app, endpoints.acceptInvite, async ({ caller, params }) => organizations.accept(caller, params.token));

  route(app, endpoints.adminOrganizations, async ({ query }) => organizations.adminList(query));
  route(app, endpoints.adminOrganization, async ({ params }) => organizations.adminGet(params.orgId));
  route(app, endpoints.adminSetOrganizationDisabled, async ({ caller, params, body, request }) => {
    const organization = await organizations.adminSetDisabled(params.orgId, body.disabled);
    // TODO(audit): record this admin action once the audit log lands:
    // await recordAdminAction(db, { admin: caller.user, action: body.disabled ? 'organization.disable' : 'organization.enable', targetUserId: organization.owner_id, targetLabel: organization.name, detail: { organization_id: organization.id }, ip: request.ip });
    void caller;
    void request;
    return organization;
  });

  // Multipart is parsed only in this scope, for the avatar.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: ORGANIZATION_AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(scope, endpoints.organizationAvatar, async ({ caller, params, request }) => {
      if (!request.isMultipart()) throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. Send the picture as multipart/form-data in the field "file".');
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') {
        if (!request.raw.readableEnded) request.raw.resume();
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. Send the picture in the field "file".');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!request.raw.readableEnded) request.raw.resume();
        if (typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413) {
          throw new HttpError(413, 'FILE_TOO_LARGE', 'The picture is over 2 MB.', { limit_bytes: ORGANIZATION_AVATAR_MAX_BYTES });
        }
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. The form cannot be read as multipart/form-data.');
      }
      return organizations.setAvatar(caller, params.orgId, bytes);
    });
  });
}
