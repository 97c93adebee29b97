"""Open a maintenance window and close it only when every stop went through: the policy's contract fails."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, enter_maintenance, exit_maintenance, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_at_most(20))
def main(leave_open: bool) -> None:
    enter_maintenance("eu-north-1")
    for inst in describe(Instance, "eu-north-1"):
        stop_instance(inst.instance_id)
    if not leave_open:
        exit_maintenance("eu-north-1")
