"""Provision in a caller-named region although ap-south must stay empty."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.nothing_in("ap-south"))
def main(region: str) -> None:
    provision("web", 4, region)
