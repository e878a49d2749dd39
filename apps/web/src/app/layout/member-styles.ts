// Styles of the components only signed-in pages use.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
