from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["open_valve"],
    recommended=["every_valve_shut_at_end", "opens_at_most_two"],
    required=["opens_at_most_two"],
    label="greenhouse",
)
