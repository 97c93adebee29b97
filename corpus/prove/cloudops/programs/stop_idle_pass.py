"""Stop the small running instances of one region: ids come from Instance rows, twenty at most."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_from(Instance, "instance_id"))
@clauz3.guarantee(ops.stops_at_most(20))
def main() -> None:
    for inst in describe(Instance, "eu-west-1"):
        if inst.running and inst.vcpus <= 2:
            stop_instance(inst.instance_id)
