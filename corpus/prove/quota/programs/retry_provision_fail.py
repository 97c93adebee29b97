"""A retry loop provisions the same project twice: one provision per project is broken."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.one_provision_per_project())
def main() -> None:
    for attempt in range(2):
        provision("web", 4, "eu-west")
