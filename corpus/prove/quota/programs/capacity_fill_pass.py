"""Grab free capacity capped at 64 vCPUs, and only when some is free."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import free_vcpus, provision


@clauz3.guarantee(quota.vcpus_at_most(64))
def main() -> None:
    size = min(free_vcpus("eu-west"), 64)
    if size >= 1:
        provision("batch", size, "eu-west")
