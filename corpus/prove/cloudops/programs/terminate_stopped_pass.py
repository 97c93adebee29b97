"""Terminate the stopped instances of a region, confirming each with its own id."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, terminate_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.terminations_at_most(20))
@clauz3.guarantee(ops.stops_from(Instance, "instance_id"))
def main() -> None:
    for inst in describe(Instance, "ap-south-1"):
        if not inst.running:
            terminate_instance(inst.instance_id, inst.instance_id)
