"""Stop the small running instances of a region but promise at most 19 stops from a page of 20."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_at_most(19))
def main() -> None:
    for inst in describe(Instance, "eu-west-1"):
        if inst.running and inst.vcpus <= 2:
            stop_instance(inst.instance_id)
