"""Whoever opens a maintenance window must close it."""
from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used="enter_maintenance",
    recommended=["maintenance_closed"],
    required=["maintenance_closed"],
    label="cloudops",
)
