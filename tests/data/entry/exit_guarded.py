"""Waters past its budget on the path that then stops with `sys.exit`: a guarantee is not
checked on a path that ends in `SystemExit`, so the program is skipped, never proved."""
import sys
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


@clauz3.guarantee(orchard.water_budget(30))
def main() -> None:
    if moisture("figs") < 10:
        irrigate("figs", 20)
        irrigate("olives", 20)
        sys.exit(1)
    irrigate("olives", 20)


if __name__ == "__main__":
    sys.exit(main())
