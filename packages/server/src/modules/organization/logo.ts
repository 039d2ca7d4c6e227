// The organisation's logo (decision 123): one image in organizations.logo, recognised by its
// bytes (PNG, JPEG, WebP) or its root element (SVG, kept only as drawing by svgLogo.ts), and
// logo_updated_at as the version in its URL and its ETag.
import { LOGO } from '@tuura/domain/limits';
import { detectLogoType } from '@tuura/domain/rules/imageType';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { organizations } from '../../db/schema/index.ts';
import { AppError, fail, notFound } from '../../errors.ts';
import { changeOrganization } from './service.ts';
import { cleanSvgLogo, tooManySvgElements } from './svgLogo.ts';
import { organizationIdOf } from './tenancy.ts';

export const logoTooLarge = () => new AppError({ key: 'logo.tooLarge', params: { max: LOGO.maxBytes } });

/** The bytes to store and their type; anything not one of the four kinds is refused (415). */
function acceptedLogo(bytes: Buffer | undefined) {
  if (bytes && bytes.length > LOGO.maxBytes) throw logoTooLarge();
  const contentType = bytes ? detectLogoType(bytes) : null;
  if (!bytes || !contentType) throw fail('logo.notImage');
  if (contentType !== 'image/svg+xml') return { contentType, bytes };
  const svg = bytes.toString('utf8');
  // Before the parser, whose time grows with the square of the nesting depth.
  if (tooManySvgElements(svg))
    throw new AppError({ key: 'logo.tooComplex', params: { max: LOGO.maxSvgElements } });
  const clean = cleanSvgLogo(svg);
  if (!clean) throw fail('logo.notImage');
  // Cleaning writes every element out in full, so a terse file can grow past the limit.
  const cleaned = Buffer.from(clean, 'utf8');
  if (cleaned.length > LOGO.maxBytes) throw logoTooLarge();
  return { contentType, bytes: cleaned };
}

export function putLogo(ctx: Ctx, body: Buffer | undefined) {
  const { contentType, bytes } = acceptedLogo(body);
  return changeOrganization(
    ctx,
    'organization.logo',
    { logo: bytes, logoMime: contentType, logoUpdatedAt: ctx.now },
    () => ({ contentType, bytes: bytes.length, uploadedBytes: body?.length }),
  );
}

export const deleteLogo = (ctx: Ctx) =>
  changeOrganization(
    ctx,
    'organization.logoRemoved',
    { logo: null, logoMime: null, logoUpdatedAt: null },
    () => ({}),
  );

/** The logo of the session's organisation, or of the deployment's default one before sign-in. */
export async function findLogo(ctx: Ctx) {
  const id = await organizationIdOf(ctx);
  const [row] = id
    ? await ctx.db
        .select({ bytes: organizations.logo, mime: organizations.logoMime, at: organizations.logoUpdatedAt })
        .from(organizations)
        .where(eq(organizations.id, id))
        .limit(1)
    : [];
  if (!row?.bytes || !row.mime || !row.at) throw notFound('logo.notFound');
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  // The organisation is in the tag: two organisations' logos saved in the same millisecond differ.
  const etag = `"${id?.slice(0, 8)}-${row.at.getTime().toString(36)}"`;
  return { contentType: row.mime, bytes, etag };
}
