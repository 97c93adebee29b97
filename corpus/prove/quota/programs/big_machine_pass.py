"""Put the one 32-vCPU machine in one region or the other, never both."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import free_vcpus, provision


@clauz3.guarantee(quota.big_machines_in_distinct_regions())
def main() -> None:
    if free_vcpus("eu-west") >= 32:
        provision("db", 32, "eu-west")
    else:
        provision("db", 32, "eu-north")
    provision("web", 4, "eu-west")
