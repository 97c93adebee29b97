"""Open a maintenance window, stop the region's instances, and close the window (the policy's required contract)."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, enter_maintenance, exit_maintenance, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_at_most(20))
def main() -> None:
    enter_maintenance("eu-north-1")
    for inst in describe(Instance, "eu-north-1"):
        if inst.running:
            stop_instance(inst.instance_id)
    exit_maintenance("eu-north-1")
