"""Provision 16 vCPUs only when the region reports that much free capacity."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import free_vcpus, provision


@clauz3.guarantee(quota.vcpus_at_most(16))
@clauz3.guarantee(quota.provisions_at_most())
def main() -> None:
    if free_vcpus("eu-west") >= 16:
        provision("batch", 16, "eu-west")
