"""The ETA for a 120 km route is at least 120 minutes, as the argument-aware ensures says."""
import clauz3
from tools.fleet.trusted.effects import dispatch, eta_minutes


def main() -> None:
    eta = eta_minutes("EU-north", 120)
    assert eta >= 120
    dispatch("t1", "EU-north", 120)
