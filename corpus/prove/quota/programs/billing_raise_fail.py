"""Raise PermissionError when billing is disabled, which the prover cannot rule out."""
import clauz3
from tools.quota.trusted.effects import billing_enabled, provision


def main() -> None:
    if not billing_enabled("web"):
        raise PermissionError("billing is disabled for web")
    provision("web", 4, "eu-west")
