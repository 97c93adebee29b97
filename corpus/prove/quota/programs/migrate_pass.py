"""Migrate web: provision the new machine, then release the old one of the same project."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import provision, release


@clauz3.guarantee(quota.releases_a_provisioned_project())
def main() -> None:
    provision("web", 8, "eu-north")
    release("web", 8)
