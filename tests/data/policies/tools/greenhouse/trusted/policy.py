from clauz3.policy import domain_policy

POLICY = [
    domain_policy(
        when_used=["open_valve"],
        recommended=["only_valves", "opens_at_most_two"],
        required=["opens_at_most_two"],
        label="greenhouse",
    ),
    domain_policy(when_used="notify", recommended=["quiet"]),
]
