"""Terminate the instance named in a ticket: a caller-supplied id is not an Instance row's id."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import terminate_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_from(Instance, "instance_id"))
def main(ticket_instance: str) -> None:
    terminate_instance(ticket_instance, ticket_instance)
