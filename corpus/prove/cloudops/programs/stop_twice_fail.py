"""Stop every instance of two regions and promise no instance is stopped twice."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.each_instance_stopped_once())
def main() -> None:
    for inst in describe(Instance, "eu-west-1"):
        if inst.running:
            stop_instance(inst.instance_id)
