// Only the styles of the components the shell and the sign-in page use; areas loaded later
// import their own components' styles, so the first page stays small. The theme's CSS variables
// are not here: the provider writes all of them (deduplicateCssVariables off), from code the
// page loads anyway, instead of 4 KB of a stylesheet that repeats them.
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
