"""A fourth eu-west machine pushes the region past its 24-vCPU budget."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.region_vcpus_at_most(region="eu-west", n=24))
def main() -> None:
    for project in ["web", "api", "jobs", "search"]:
        provision(project, 8, "eu-west")
