"""Spread machines over two regions, keeping eu-west at 24 vCPUs or less."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.region_vcpus_at_most("eu-west", 24))
@clauz3.guarantee(quota.nothing_in("ap-south"))
def main() -> None:
    for project in ["web", "api", "jobs"]:
        provision(project, 8, "eu-west")
    provision("cache", 32, "eu-north")
