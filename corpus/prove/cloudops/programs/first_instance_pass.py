"""Stop only the first instance listed in a region, when there is one."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_at_most(1))
def main() -> None:
    page = describe(Instance, "sa-east-1")
    if len(page) > 0 and page[0].running:
        stop_instance(page[0].instance_id)
