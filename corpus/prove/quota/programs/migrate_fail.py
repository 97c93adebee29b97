"""Release the old machine only when billing is on: the release may never happen."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import billing_enabled, provision, release


@clauz3.guarantee(quota.releases_a_provisioned_project())
def main() -> None:
    provision("web", 8, "eu-north")
    if billing_enabled("web"):
        release("web", 8)
