"""Admin pages for inspecting events; results are changed through the site's services, not here."""

from django.contrib import admin

from tournaments import models


class MembershipInline(admin.TabularInline):
    model = models.Membership
    extra = 0


@admin.register(models.Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "kind", "visibility", "status", "preset", "created_at"]
    list_filter = ["kind", "visibility", "status"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [MembershipInline]


@admin.register(models.Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "country", "external_id", "user"]
    search_fields = ["name", "external_id"]


@admin.register(models.Registration)
class RegistrationAdmin(admin.ModelAdmin):
    list_display = ["tournament", "number", "player", "team", "status", "is_substitute"]
    list_filter = ["status", "is_substitute"]
    search_fields = ["player__name"]


@admin.register(models.Team)
class TeamAdmin(admin.ModelAdmin):
    list_display = ["name", "tournament"]


class TableInline(admin.TabularInline):
    model = models.Table
    extra = 0


@admin.register(models.Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ["tournament", "number", "status", "seating_method"]
    list_filter = ["status"]
    inlines = [TableInline]


class HandInline(admin.TabularInline):
    model = models.HandRecord
    extra = 0
    readonly_fields = ["number", "record", "created_by", "created_at"]
    can_delete = False


@admin.register(models.Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["table", "entry_mode", "status", "hand_count", "updated_at"]
    list_filter = ["status", "entry_mode"]
    readonly_fields = ["state", "version"]
    inlines = [HandInline]


@admin.register(models.Penalty)
class PenaltyAdmin(admin.ModelAdmin):
    list_display = ["tournament", "registration", "amount", "reason", "cancelled_at"]


@admin.register(models.AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ["created_at", "tournament", "user", "action", "target"]
    list_filter = ["action"]
    readonly_fields = ["tournament", "game", "user", "action", "target", "before", "after", "created_at"]


@admin.register(models.StandingRow)
class StandingRowAdmin(admin.ModelAdmin):
    list_display = ["tournament", "rank", "registration", "points", "games"]
    list_filter = ["tournament"]
