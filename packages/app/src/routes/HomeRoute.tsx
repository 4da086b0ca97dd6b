import { TOOLS } from '@facet/contract';
import { useTheme } from '@facet/data';
import { HomeScreen } from '@facet/ui';

export function HomeRoute() {
  const { choice, setTheme } = useTheme();
  return <HomeScreen tools={TOOLS} theme={choice} onThemeChange={setTheme} />;
}
