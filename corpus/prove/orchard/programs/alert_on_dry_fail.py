"""Raise an alert when the fig row is bone dry, under a guarantee that no alert is sent."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import moisture, raise_alert


@clauz3.guarantee(orchard.no_alerts())
def main() -> None:
    if moisture("figs") == 0:
        raise_alert("figs", "probe reads zero")
