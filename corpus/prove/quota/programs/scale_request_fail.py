"""Ask for 25 replicas, over scale's 20-replica precondition."""
import clauz3
from tools.quota.trusted.effects import scale


def main() -> int:
    return scale("web", 25)
