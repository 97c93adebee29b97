"""Grab all free capacity in one machine: zero or more than 64 free vCPUs breaks provision's precondition."""
import clauz3
from tools.quota.trusted.effects import free_vcpus, provision


def main() -> None:
    provision("batch", free_vcpus("eu-west"), "eu-west")
