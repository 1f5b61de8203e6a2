/* global window, SwaggerUIBundle */
// Served as a file (not inline) so the page runs under `script-src 'self'`.
window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The default validator badge calls validator.swagger.io: nothing leaves this origin.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
