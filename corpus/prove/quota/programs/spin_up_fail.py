"""A DR replica lands in us-east although only eu-west is allowed."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision


@clauz3.guarantee(quota.vcpus_at_most(16))
@clauz3.guarantee(quota.regions_only(["eu-west"]))
def main() -> None:
    provision("web", 8, "eu-west")
    provision("web-dr", 8, "us-east")
