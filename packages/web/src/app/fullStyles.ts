// All of Mantine's core styles, for the signed-in layouts and the dialogs (app/loginStyles.ts has
// the first page's share). Same `mantine` layer: the rules the login share already gave repeat
// harmlessly.
import '@mantine/core/styles.layer.css';
