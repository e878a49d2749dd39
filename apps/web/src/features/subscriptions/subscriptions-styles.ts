// The styles of the components only this page uses, loaded with it.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
