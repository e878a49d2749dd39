// Mantine's base rules, before anything else, then the styles of the components the shell and the
// sign-in page draw. Every module that draws a Mantine component also imports that component's
// styles (the build adds the imports: tools/mantine-component-styles.ts), so a page carries what
// it shows whichever page loaded first; listing the first page's components here as well keeps
// their rules in the first stylesheet instead of in three more small files. The theme's CSS
// variables are not here: the provider writes all of them (deduplicateCssVariables off), from
// code the page loads anyway, instead of 4 KB of a stylesheet that repeats them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
