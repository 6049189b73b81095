#include "djed/online/folded_game.hpp"

#include "djed/online/overloaded.hpp"

namespace djed::online {

FoldedGame::FoldedGame(FoldedGame&&) noexcept = default;
FoldedGame& FoldedGame::operator=(FoldedGame&&) noexcept = default;
FoldedGame::~FoldedGame() = default;

Result<FoldedGame> FoldedGame::start(const Created& created, std::shared_ptr<const Game> game) {
  if (!game) return make_error("no rules for game '" + created.rules + "'");
  FoldedGame g;
  g.id_ = created.id;
  g.code_ = created.code;
  g.variant_ = created.variant;
  g.listed_ = created.listed;
  g.date_ = created.date;
  auto clock = parse_time_control(created.clock);
  if (!clock) return make_error(clock.message());
  g.clock_ = *clock;
  g.clocks_ = {g.clock_.base_ms, g.clock_.base_ms};
  g.game_ = std::move(game);
  auto start = g.game_->new_initial_state(g.variant_);
  if (!start) return make_error(start.message());
  g.record_ = std::make_unique<GameRecord>(std::move(start.value()), g.game_->info());
  const int first = g.record_->start().side_to_move();
  g.creator_side_ = created.creator == "first" ? first : 1 - first;
  const bool dice = g.game_->info().uses_dice;
  for (std::size_t side = 0; side < 2; ++side) {
    if (!created.seats[side]) continue;
    g.taken_[side] = true;
    g.names_[side] = created.seats[side]->name;
    if (dice && !from_hex(created.seats[side]->commit, &g.links_[side]))
      return make_error("the created event's seat " + std::to_string(side) + " has no commitment to its dice");
  }
  return g;
}

int FoldedGame::side_to_move() const {
  if (!started() || over_ || record_->is_over() || record_->state().is_chance_node()) return -1;
  return record_->state().current_player();
}

bool FoldedGame::clock_started(int side) const {
  switch (clock_.kind) {
    case TimeControl::Kind::kUntimed:
      return false;
    case TimeControl::Kind::kDays:
      return true;
    default:
      return has_moved(side);
  }
}

int FoldedGame::first_turn_awaited() const {
  if (!started() || over_ || record_->is_over()) return -1;
  const int side = record_->state().side_to_move();
  if (side < 0 || side > 1 || has_moved(side)) return -1;
  return side;
}

int FoldedGame::throw_due() const {
  if (!started() || over_ || record_->is_over() || !record_->state().is_chance_node()) return 0;
  return throws_made_ + 1;
}

std::string FoldedGame::apply(const GameEvent& event) {
  const int side = std::visit(Overloaded{[](const Joined& e) { return e.side; },
                                         [](const TurnPlayed& e) { return e.side; },
                                         [](const ChatSaid& e) { return e.side; },
                                         [](const DrawOffered& e) { return e.side; },
                                         [](const DrawDeclined& e) { return e.side; },
                                         [](const RematchOffered& e) { return e.side; },
                                         [](const Ended& e) { return e.winner < 0 ? 0 : e.winner; },
                                         [](const auto&) { return 0; }},
                              event.body);
  if (side < 0 || side > 1) return "an event names side " + std::to_string(side) + ", not 0 or 1";
  return std::visit(
      Overloaded{
          [](const Created&) -> std::string { return "a second 'created' event"; },
          [this](const Joined& e) -> std::string {
            const auto side = static_cast<std::size_t>(e.side);
            if (over_) return "a seat taken after the end";
            if (taken_[side]) return "a seat taken twice";
            Digest link{};
            if (game_->info().uses_dice && !from_hex(e.commit, &link)) return "a seat taken without a commitment to its dice";
            taken_[side] = true;
            names_[side] = e.name;
            links_[side] = link;
            return {};
          },
          [this](const Thrown& e) -> std::string {
            const std::string which = "throw " + std::to_string(e.index);
            if (throw_due() != e.index) return which + " when " + (throw_due() == 0 ? std::string("none") : "throw " + std::to_string(throw_due())) + " is due";
            std::array<Digest, 2> shown{};
            for (std::size_t side = 0; side < 2; ++side)
              if (!from_hex(e.links[side], &shown[side]) || !follows(links_[side], shown[side]))
                return which + ": a link does not follow its chain";
            const State& state = record_->state();
            const auto outcomes = state.chance_outcomes();
            const auto& outcome = outcomes.at(throw_from_links(e.index, shown[0], shown[1], outcomes));
            if (state.action_to_string(outcome.action) != e.outcome)
              return which + ": the links give " + state.action_to_string(outcome.action) + ", the event says " + e.outcome;
            links_ = shown;
            record_->apply_action(outcome.action);
            ++throws_made_;
            clocks_ = e.clocks;
            return {};
          },
          [this](const TurnPlayed& e) -> std::string {
            if (e.ply != turns_played())
              return "a turn for ply " + std::to_string(e.ply) + " after " + std::to_string(turns_played()) + " turns";
            if (e.side != side_to_move()) return "a turn of the side not to move";
            auto turn = record_->state().turn_from_string(e.turn);
            if (!turn) return "the turn '" + e.turn + "': " + turn.message();
            record_->apply_turn(turn.value());
            moved_[static_cast<std::size_t>(e.side)] = true;
            draw_offer_ = -1;
            clocks_ = e.clocks;
            return {};
          },
          [this](const ChatSaid& e) -> std::string {
            ++chat_lines_;
            chat_bytes_ += e.text.size();
            return {};
          },
          [this](const DrawOffered& e) -> std::string {
            draw_offer_ = e.side;
            return {};
          },
          [this](const DrawDeclined&) -> std::string {
            draw_offer_ = -1;
            return {};
          },
          [this](const RematchOffered& e) -> std::string {
            rematch_offer_ = e.side;
            rematch_commits_[static_cast<std::size_t>(e.side)] = e.commit;
            return {};
          },
          [this](const RematchStarted& e) -> std::string {
            rematch_game_ = e.game;
            return {};
          },
          [this](const Ended& e) -> std::string {
            if (over_) return "a second end";
            if (!record_->is_over() && e.reason == "resigned" && e.winner >= 0) record_->end_by_agreement(1 - e.winner);
            if (!record_->is_over() && e.reason == "agreed-draw") record_->end_by_agreement(-1);
            over_ = true;
            winner_ = e.winner;
            end_reason_ = e.reason;
            ended_by_ = e.by;
            first_turn_missed_ = e.first_turn_missed;
            draw_offer_ = -1;
            clocks_ = e.clocks;
            return {};
          },
          [](const LaterEvent&) -> std::string { return {}; },
      },
      event.body);
}

OnlineRecordInfo FoldedGame::record_info() const {
  OnlineRecordInfo info;
  info.variant = variant_;
  info.date = date_;
  info.clock = format_time_control(clock_);
  for (std::size_t side = 0; side < 2; ++side)
    if (taken_[side]) info.names[side] = names_[side];
  info.over = over_;
  info.winner = winner_;
  info.end_reason = end_reason_;
  return info;
}

}  // namespace djed::online
