// Rich text (poll descriptions and reports, instruction pages) is stored as sanitised HTML:
// the tags the editor writes survive; scripts, event handlers, styles and any link that is not
// http(s) or mailto are dropped on the way in, so every reader can render the stored HTML as is.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Links open in a new tab without giving the page a handle on the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  disallowedTagsMode: 'discard',
};

/** The HTML kept of an editor's (or a hostile client's) input. */
export const cleanRichText = (html: string) => sanitizeHtml(html, OPTIONS);
