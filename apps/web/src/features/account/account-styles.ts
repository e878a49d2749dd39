// The styles of the components only the account pages use, loaded with them.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
