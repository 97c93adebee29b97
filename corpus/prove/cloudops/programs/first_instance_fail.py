"""Stop the first instance of a region without checking the page is non-empty."""
import clauz3
from tools.cloudops.trusted.effects import describe, stop_instance
from tools.cloudops.trusted.schemas import Instance


def main() -> None:
    page = describe(Instance, "sa-east-1")
    stop_instance(page[0].instance_id)
