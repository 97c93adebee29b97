"""Take the project as an unannotated parameter, which the prover cannot quantify over."""
import clauz3
from tools.quota.trusted.effects import provision


def main(project) -> None:
    provision(project, 4, "eu-west")
