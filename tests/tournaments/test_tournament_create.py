"""Creating an event from a preset, changing its rules until the first result, finishing it."""

from typing import Any

import pytest

from scoring.engine.rules import get_preset, ruleset_to_dict
from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.models import AuditEntry, Membership, Player, Role, Tournament
from tournaments.services import ServiceError

pytestmark = pytest.mark.django_db


def test_it_creates_an_event_holding_a_copy_of_the_preset_and_gives_the_creator_the_owner_role(
    owner: Any,
) -> None:
    tournament = services.tournament_create(owner=owner, name="Riichi Open 2026", preset="wrc")
    assert tournament.slug == "riichi-open-2026"
    assert tournament.ruleset == ruleset_to_dict(get_preset("wrc"))
    assert tournament.ruleset["uma"] == [15.0, 5.0, -5.0, -15.0]
    assert Membership.objects.get(tournament=tournament, user=owner).role == Role.OWNER


def test_two_events_with_the_same_name_get_different_addresses(owner: Any) -> None:
    first = services.tournament_create(owner=owner, name="Club League", preset="tenhou")
    second = services.tournament_create(owner=owner, name="Club League", preset="tenhou")
    assert first.slug != second.slug


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"preset": "no-such-rules"}, "preset"),
        ({"name": "  "}, "name"),
        ({"kind": "cup"}, "kind"),
        ({"visibility": "secret"}, "visibility"),
        ({"entry_mode": "tiles"}, "entry_mode"),
        ({"slug": "Not A Slug"}, "slug"),
        ({"ruleset_changes": {"uma": [15, 5, -5]}}, "ruleset_changes"),
        ({"ruleset_changes": {"no_such_rule": True}}, "ruleset_changes"),
    ],
)
def test_it_refuses_bad_input_naming_the_field(owner: Any, kwargs: dict[str, Any], field: str) -> None:
    arguments = {"owner": owner, "name": "Open", "preset": "ema2016", **kwargs}
    with pytest.raises(ServiceError) as error:
        services.tournament_create(**arguments)
    assert field in error.value.message_dict
    assert not Tournament.objects.exists()


def test_a_taken_slug_is_refused(owner: Any) -> None:
    services.tournament_create(owner=owner, name="Open", preset="wrc", slug="open")
    with pytest.raises(ServiceError, match="taken"):
        services.tournament_create(owner=owner, name="Open", preset="wrc", slug="open")


def test_rule_changes_are_allowed_until_the_first_result_and_refused_after(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    services.tournament_update_ruleset(tournament=tournament, changes={"uma": [20, 10, -10, -20]}, by=owner)
    tournament.refresh_from_db()
    assert tournament.ruleset["uma"] == [20, 10, -10, -20]
    round_ = seat_in_order(tournament, owner)
    services.game_record_final_scores(game=round_.games.get(), scores=[40000, 35000, 25000, 20000], by=owner)
    with pytest.raises(ServiceError) as error:
        services.tournament_update_ruleset(tournament=tournament, changes={"uma": [15, 5, -5, -15]}, by=owner)
    assert "frozen" in error.value.message_dict["ruleset"][0]
    assert AuditEntry.objects.filter(tournament=tournament, action="tournament_update_ruleset").count() == 1


def test_staff_roles_are_set_and_the_owner_cannot_be_demoted(owner: Any, member: Any) -> None:
    tournament = make_event(owner, players=0)
    services.tournament_member_set(tournament=tournament, user=member, role="scorer", by=owner)
    services.tournament_member_set(tournament=tournament, user=member, role="organizer", by=owner)
    assert Membership.objects.get(tournament=tournament, user=member).role == Role.ORGANIZER
    with pytest.raises(ServiceError):
        services.tournament_member_set(tournament=tournament, user=owner, role="scorer", by=owner)
    with pytest.raises(ServiceError, match="role"):
        services.tournament_member_set(tournament=tournament, user=member, role="owner", by=owner)


def test_an_event_finishes_only_when_every_seated_round_has_finished(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    with pytest.raises(ServiceError, match="round 1 is not finished"):
        services.tournament_finish(tournament=tournament, by=owner)
    services.game_record_final_scores(game=round_.games.get(), scores=[40000, 35000, 25000, 20000], by=owner)
    services.round_finish(round_=round_, by=owner)
    services.tournament_finish(tournament=tournament, by=owner)
    tournament.refresh_from_db()
    assert tournament.status == "finished"
    with pytest.raises(ServiceError):
        services.player_register(tournament=tournament, name="Late", by=owner)


def test_details_change_with_an_audit_entry_and_bad_values_name_their_field(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    services.tournament_update(tournament=tournament, name="Autumn Open", visibility="private", by=owner)
    tournament.refresh_from_db()
    assert (tournament.name, tournament.is_public) == ("Autumn Open", False)
    entry = AuditEntry.objects.get(action="tournament_update")
    assert entry.before == {"name": "Spring Open", "visibility": "public"}
    with pytest.raises(ServiceError) as error:
        services.tournament_update(tournament=tournament, kind="cup", by=owner)
    assert "kind" in error.value.message_dict
    seat_in_order(tournament, owner)
    seat_in_order(tournament, owner)
    with pytest.raises(ServiceError, match=r"below the number of rounds created \(2\)"):
        services.tournament_update(tournament=tournament, rounds_planned=1, by=owner)


def test_deleting_an_event_removes_its_results_but_keeps_the_players(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    services.game_record_final_scores(game=round_.games.get(), scores=[40000, 35000, 25000, 20000], by=owner)
    with pytest.raises(ServiceError) as error:
        services.tournament_delete(tournament=tournament, confirm_slug="something-else", by=owner)
    assert "confirm_slug" in error.value.message_dict
    services.tournament_delete(tournament=tournament, confirm_slug=tournament.slug, by=owner)
    assert not Tournament.objects.exists()
    assert Player.objects.count() == 4


def test_finishing_the_event_after_the_last_results_finishes_the_last_round_too(owner: Any) -> None:
    """A director entered round 5's last result and tapped "Finish the event": asked to confirm, then
    told "Round 5 is not finished". Every game of it had ended: the round is finished with the event."""
    tournament = make_event(owner, players=4)
    round_ = seat_in_order(tournament, owner)
    services.game_record_final_scores(game=round_.games.get(), scores=[40000, 35000, 25000, 20000], by=owner)
    services.tournament_finish(tournament=tournament, by=owner)
    round_.refresh_from_db()
    tournament.refresh_from_db()
    assert (round_.status, tournament.status) == ("finished", "finished")
