"""All machines have 2..16 vCPUs (chained comparison in the contract, default bounds)."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.small_instances())
def main() -> None:
    provision("web", 2, "eu-west")
    provision("api", 16, "eu-west")
