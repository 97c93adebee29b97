"""Assert the ETA is at most four hours; the tool only bounds it from below."""
import clauz3
from tools.fleet.trusted.effects import dispatch, eta_minutes


def main() -> None:
    eta = eta_minutes("EU-north", 120)
    assert eta <= 240, "route too slow"
    dispatch("t1", "EU-north", 120)
