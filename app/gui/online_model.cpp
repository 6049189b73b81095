#include "online_model.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QWebSocket>
#include <algorithm>

#include "djed/online/player_text.hpp"
#include "djed/online/protocol.hpp"
#include "djed/online/reconnect_delay.hpp"

namespace djed::gui {

namespace {

// Waits before the next attempt: the rule djed-cli follows too (a random
// wait below a ceiling that doubles with each attempt).
int retry_delay_ms(int attempts) {
  return static_cast<int>(online::ReconnectDelay{}.delay_ms(attempts, QRandomGenerator::global()->generateDouble()));
}

}  // namespace

OnlineModel::OnlineModel(std::shared_ptr<const PluginHost> games, QObject* parent)
    : QObject(parent), games_(std::move(games)) {
  retry_.setSingleShot(true);
  connect(&retry_, &QTimer::timeout, this, [this] { open_socket(); });
  ticker_.setInterval(250);
  connect(&ticker_, &QTimer::timeout, this, &OnlineModel::ticked);
  since_status_.start();
}

OnlineModel::~OnlineModel() {
  if (socket_ != nullptr) {
    socket_->disconnect(this);
    socket_->abort();
  }
}

QString OnlineModel::code() const { return play_ ? QString::fromStdString(play_->client().code()) : QString(); }
int OnlineModel::side() const { return play_ ? play_->side() : -1; }

QString OnlineModel::inviteLink(const QString& server) const {
  const QString invite = code();
  if (invite.isEmpty()) return {};
  return QString::fromStdString(online::invite_link(server.toStdString(), invite.toStdString()));
}

QStringList OnlineModel::names() const {
  if (!play_) return {};
  const auto& n = play_->client().names();
  return {QString::fromStdString(n[0]), QString::fromStdString(n[1])};
}

QVariantList OnlineModel::clocks() const {
  if (!play_) return {};
  const auto& c = play_->client().clocks();
  return {QVariant::fromValue(static_cast<qlonglong>(c[0])), QVariant::fromValue(static_cast<qlonglong>(c[1]))};
}

QVariantList OnlineModel::running() const {
  if (!play_) return {};
  const auto& r = play_->client().running();
  return {r[0], r[1]};
}

QStringList OnlineModel::presence() const {
  if (!play_) return {};
  const auto& p = play_->client().presence();
  const auto word = [](online::Presence presence) {
    const std::string_view w = online::presence_word(presence);
    return QString::fromUtf8(w.data(), static_cast<qsizetype>(w.size()));
  };
  return {word(p[0]), word(p[1])};
}

int OnlineModel::spectators() const { return play_ ? play_->client().spectators() : 0; }

QStringList OnlineModel::chat() const {
  QStringList lines;
  if (!play_) return lines;
  for (const auto& line : play_->client().chat())
    lines << QString::fromStdString(line.name) + QStringLiteral(": ") + QString::fromStdString(line.text);
  return lines;
}

QString OnlineModel::time_control() const {
  return play_ ? QString::fromStdString(play_->client().clock()) : QString();
}

QVariantList OnlineModel::time_left() const {
  if (!play_) return {};
  QVariantList out;
  for (std::size_t s = 0; s < 2; ++s) {
    qint64 left = play_->client().clocks()[s];
    // Counting down only with news coming: offline, the last word stands.
    if (play_->client().running()[s] && !play_->client().over() && connection_ == Connection::Online)
      left -= since_status_.elapsed();
    out.append(QVariant::fromValue(std::max<qint64>(left, 0)));
  }
  return out;
}

QVariantList OnlineModel::low_time() const {
  if (!play_) return {};
  const auto control = online::parse_time_control(play_->client().clock());
  // Low: a tenth of the start, at least 10 s and at most 30 s; a day's
  // clock, the last 12 hours.
  qint64 low = 0;
  if (control && control.value().kind == online::TimeControl::Kind::kFischer)
    low = std::clamp<qint64>(control.value().base_ms / 10, 10'000, 30'000);
  else if (control && control.value().kind == online::TimeControl::Kind::kDays)
    low = 12 * 3600 * 1000;
  const QVariantList left = time_left();
  QVariantList out;
  for (int s = 0; s < 2; ++s)
    out.append(play_->client().running()[static_cast<std::size_t>(s)] && left.value(s).toLongLong() < low);
  return out;
}

QVariantList OnlineModel::gone_seconds() const {
  if (!play_) return {};
  QVariantList out;
  for (std::size_t s = 0; s < 2; ++s) {
    const bool gone = play_->client().presence()[s] == online::Presence::kGone;
    out.append(gone ? static_cast<int>((play_->client().gone_ms()[s] + since_status_.elapsed()) / 1000) : 0);
  }
  return out;
}

bool OnlineModel::claimable() const {
  if (!play_ || play_->side() < 0 || play_->client().over() || !play_->client().started()) return false;
  const std::size_t other = static_cast<std::size_t>(1 - play_->side());
  return play_->client().presence()[other] == online::Presence::kGone &&
         play_->client().gone_ms()[other] + since_status_.elapsed() >= play_->client().grace_ms();
}

int OnlineModel::first_turn_side() const {
  if (!play_ || play_->client().over() || play_->client().first_turn_ms() < 0) return -1;
  return play_->client().first_turn_awaited();
}

int OnlineModel::first_turn_seconds() const {
  if (first_turn_side() < 0) return -1;
  qint64 left = play_->client().first_turn_ms();
  if (connection_ == Connection::Online) left -= since_status_.elapsed();
  return static_cast<int>((std::max<qint64>(left, 0) + 999) / 1000);
}

int OnlineModel::retry_seconds() const {
  if (connection_ != Connection::Reconnecting || !retry_.isActive()) return -1;
  return (retry_.remainingTime() + 999) / 1000;
}

QString OnlineModel::end_text() const {
  if (!play_ || !play_->client().over()) return {};
  const std::string& reason = play_->client().end_reason();
  const int winner = play_->client().winner();
  const QStringList n = names();
  if (reason == "aborted") {
    const int by = play_->client().ended_by();
    if (by < 0 || by > 1) return tr("The game was aborted.");
    if (play_->client().first_turn_missed())
      return tr("The game was aborted: %1 did not make a first turn in time.").arg(n.value(by));
    return tr("%1 aborted the game.").arg(n.value(by));
  }
  if (winner < 0 || winner > 1) return {};
  if (reason == "time") return tr("%1 wins on time.").arg(n.value(winner));
  if (reason == "abandoned") return tr("%1 wins: %2 left the game.").arg(n.value(winner), n.value(1 - winner));
  if (reason == "resigned") return tr("%1 resigned: %2 wins.").arg(n.value(1 - winner), n.value(winner));
  return {};
}

int OnlineModel::draw_offer() const { return play_ ? play_->client().draw_offer() : -1; }
int OnlineModel::rematch_offer() const { return play_ ? play_->client().rematch_offer() : -1; }

bool OnlineModel::can_abort() const {
  if (!play_ || play_->side() < 0 || play_->client().over() || play_->client().record() == nullptr) return false;
  return play_->client().record()->turns_played() < 2;
}

bool OnlineModel::over() const { return play_ && play_->client().over(); }

QString OnlineModel::seatText() const { return play_ ? QString::fromStdString(play_->seat_text()) : QString(); }

void OnlineModel::send(const std::string& text) {
  if (socket_ != nullptr && socket_->state() == QAbstractSocket::ConnectedState)
    socket_->sendTextMessage(QString::fromStdString(text));
}

void OnlineModel::start(const QString& servers, std::function<void()> first) {
  leave();
  notice_.clear();
  draw_offered_here_ = false;
  servers_text_ = servers.trimmed();
  servers_.clear();
  for (const QString& part : servers_text_.split(QLatin1Char(','), Qt::SkipEmptyParts))
    servers_.append(QUrl(part.trimmed()));
  if (servers_.isEmpty()) servers_.append(QUrl());
  server_index_ = 0;
  first_ = std::move(first);
  opened_once_ = false;
  attempts_ = 0;
  problem_.clear();
  play_ = std::make_unique<session::OnlinePlay>(
      [games = games_](const std::string& id) { return games->find(id); },
      [this](const std::string& text) { send(text); });
  open_socket();
}

void OnlineModel::open_socket() {
  if (socket_ != nullptr) {
    socket_->disconnect(this);
    socket_->deleteLater();
  }
  socket_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
  connect(socket_, &QWebSocket::connected, this, &OnlineModel::on_connected);
  connect(socket_, &QWebSocket::disconnected, this, &OnlineModel::on_disconnected);
  connect(socket_, &QWebSocket::textMessageReceived, this, &OnlineModel::on_text);
  set_connection(opened_once_ ? Connection::Reconnecting : Connection::Connecting);
  socket_->open(servers_.at(server_index_));
}

void OnlineModel::on_connected() {
  attempts_ = 0;
  set_connection(Connection::Online);
  if (!opened_once_) {
    opened_once_ = true;
    first_();
  } else if (play_ && (!play_->client().token().empty() || !play_->client().code().empty() ||
                       play_->opening_unanswered())) {
    play_->reopen();  // the seat, the game watched, or the request not yet answered
  } else if (listing_) {
    first_();
  }
}

void OnlineModel::on_disconnected() {
  const bool in_game = play_ && !play_->client().token().empty() && !play_->client().over();
  if (!opened_once_ && server_index_ + 1 < servers_.size()) {
    // Another node of the same server.
    ++server_index_;
    open_socket();
    return;
  }
  if (!opened_once_) {
    fail(tr("The server at %1 cannot be reached.").arg(servers_text_));
    set_connection(Connection::Offline);
    return;
  }
  if (!in_game && !(play_ && play_->side() < 0 && !play_->client().code().empty() && !play_->client().over())) {
    set_connection(Connection::Offline);
    return;
  }
  // A game in play: come back by ourselves, as often as it takes.
  fail(tr("The connection was lost; reconnecting…"));
  set_connection(Connection::Reconnecting);
  server_index_ = (server_index_ + 1) % static_cast<int>(servers_.size());
  retry_.start(retry_delay_ms(attempts_++));
  ticker_.start();  // the countdown to the next try
}

void OnlineModel::on_text(const QString& text) {
  if (!play_) return;
  const std::string utf8 = text.toStdString();
  const auto kind = play_->receive(utf8);
  if (kind == online::Received::kGames) {
    open_games_.clear();
    for (const online::OpenGame& g : play_->client().open_games())
      open_games_.append(QVariantMap{{QStringLiteral("code"), QString::fromStdString(g.code)},
                                     {QStringLiteral("game"), QString::fromStdString(g.game)},
                                     {QStringLiteral("variant"), QString::fromStdString(g.variant)},
                                     {QStringLiteral("clock"), QString::fromStdString(g.clock)},
                                     {QStringLiteral("name"), QString::fromStdString(g.name)},
                                     {QStringLiteral("seat"), QString::fromStdString(g.seat)},
                                     {QStringLiteral("waiting"), g.waiting}});
    emit openGamesChanged();
    return;
  }
  if (kind == online::Received::kError) {
    const std::string& code = play_->error_code();
    // A turn sent twice across a reconnection: nothing to tell the player.
    if (code != "stale-turn" && code != "rate-limited") fail(sentence_for(code));
    // Refused unread, or not stored: what is due goes again after a moment,
    // the seat's resume included, for as long as it takes.
    if (code == "rate-limited" || code == "busy")
      QTimer::singleShot(1000, this, [this] { if (play_) play_->send_again(); });
    waiting_for_storage_ = code == "busy";
    if (code == "protocol-version" || code == "bad-token" || code == "unknown-code" || code == "game-full") {
      set_connection(Connection::Offline);
      if (socket_ != nullptr) socket_->close();
    }
    return;
  }
  if (kind == online::Received::kSeated || kind == online::Received::kWatching) problem_.clear();
  // A new game (a rematch): what was said of the last one is not carried over.
  if (play_->client().game_id() != shown_game_) {
    shown_game_ = play_->client().game_id();
    notice_.clear();
    draw_offered_here_ = false;
  }
  // The server stores games again: what it was refused has gone through.
  if (kind == online::Received::kEvent && waiting_for_storage_) problem_.clear();
  if (kind == online::Received::kSeated || kind == online::Received::kWatching || kind == online::Received::kEvent)
    waiting_for_storage_ = false;
  if (kind == online::Received::kStatus || kind == online::Received::kEvent) since_status_.restart();
  const auto& client = play_->client();
  const bool someone_gone = client.presence()[0] == online::Presence::kGone || client.presence()[1] == online::Presence::kGone;
  if (client.started() && !client.over() &&
      (client.running()[0] || client.running()[1] || someone_gone || client.first_turn_ms() >= 0))
    ticker_.start();
  else
    ticker_.stop();
  if (kind == online::Received::kEvent || kind == online::Received::kSeated) keep();
  // A draw offer of this player's that ended without ending the game.
  if (kind == online::Received::kEvent) {
    const int me = play_->side();
    if (me >= 0 && draw_offered_here_ && play_->client().draw_offer() != me && !play_->client().over())
      notice_ = play_->client().last_event() == "draw-declined" ? tr("%1 declined the draw.").arg(names().value(1 - me))
                                                                 : tr("Your draw offer lapsed with the turn played.");
    else if (play_->client().last_event() == "turn")
      notice_.clear();
    draw_offered_here_ = me >= 0 && play_->client().draw_offer() == me;
  }
  if (kind == online::Received::kEvent || kind == online::Received::kSeated) emit gameChanged();
  emit changed();
  emit ticked();
}

QString OnlineModel::sentence_for(const std::string& code) const {
  if (code == "protocol-version") return tr("The server speaks another version of the protocol: update Djed or choose another server.");
  if (code == "unknown-code") return tr("No game has this code: it may have ended, or the code is mistyped.");
  if (code == "game-full") return tr("This game already has two players.");
  if (code == "bad-token") return tr("The server no longer knows this seat.");
  if (code == "busy") return tr("The server cannot store games now; trying again…");
  if (code == "illegal-turn") return tr("The server refused this turn; the board shows the game as it stands.");
  if (code == "too-many-games")
    return tr("You have as many open games on this server as it allows: join one, or wait until one is gone.");
  if (code == "server-error") return tr("The server failed on this request; try again.");
  if (code == "client") return tr("The server sent something this version of Djed does not understand.");
  return QString::fromStdString(play_->problem());
}

void OnlineModel::fail(const QString& sentence) {
  problem_ = sentence;
  emit changed();
}

void OnlineModel::set_connection(Connection c) {
  // The game's table hears of it first: what the player may do follows the connection.
  if (play_) play_->set_connected(c == Connection::Online);
  if (connection_ == c) return;
  connection_ = c;
  emit changed();
}

void OnlineModel::list(const QString& servers) {
  listing_ = true;
  emit changed();
  start(servers, [this] {
    online::Request hello;
    hello.type = online::RequestType::kHello;
    hello.protocol = online::kProtocolVersion;
    send(online::encode_request(hello));
    online::Request r;
    r.type = online::RequestType::kList;
    r.follow = true;  // the server says when the open games change
    send(online::encode_request(r));
  });
}

void OnlineModel::create(const QString& servers, const QString& name, const QString& game, const QString& variant,
                         const QString& seat, const QString& clock, bool listed) {
  listing_ = false;
  online::Request r;
  r.type = online::RequestType::kCreate;
  r.name = name.toStdString();
  r.game = game.toStdString();
  r.variant = variant.toStdString();
  r.seat = seat == QLatin1String("first") ? online::SeatChoice::kFirst
           : seat == QLatin1String("second") ? online::SeatChoice::kSecond
                                             : online::SeatChoice::kRandom;
  if (auto control = online::parse_time_control(clock.toStdString())) r.clock = control.value();
  r.listed = listed;
  start(servers, [this, r] { play_->open(r); });
}

void OnlineModel::join(const QString& servers, const QString& name, const QString& code) {
  listing_ = false;
  online::Request r;
  r.type = online::RequestType::kJoin;
  r.name = name.toStdString();
  r.code = code.trimmed().toLower().toStdString();
  start(servers, [this, r] { play_->open(r); });
}

void OnlineModel::watch(const QString& servers, const QString& code) {
  listing_ = false;
  online::Request r;
  r.type = online::RequestType::kWatch;
  r.code = code.trimmed().toLower().toStdString();
  start(servers, [this, r] { play_->open(r); });
}

void OnlineModel::resume(const QString& servers, const QString& seat_text) {
  listing_ = false;
  start(servers, [this] { play_->reopen(); });
  if (auto restored = play_->restore(seat_text.toStdString()); !restored)
    fail(tr("This seat cannot be read: %1").arg(QString::fromStdString(restored.message())));
}

void OnlineModel::played() {
  if (play_) play_->played();
}

void OnlineModel::resign() { if (play_) play_->request(online::RequestType::kResign); }
void OnlineModel::offerDraw() { if (play_) play_->request(online::RequestType::kOfferDraw); }
void OnlineModel::answerDraw(bool accept) {
  if (play_) play_->request(accept ? online::RequestType::kAcceptDraw : online::RequestType::kDeclineDraw);
}
void OnlineModel::abort() { if (play_) play_->request(online::RequestType::kAbort); }
void OnlineModel::claim() { if (play_) play_->request(online::RequestType::kClaim); }
void OnlineModel::rematch() { if (play_) play_->request(online::RequestType::kRematch); }
bool OnlineModel::say(const QString& text) {
  if (!online::chat_problem(text.toStdString()).empty()) {
    notice_ = tr("A chat line may hold only characters that show, up to 300.");
    emit changed();
    return false;
  }
  if (play_) play_->request(online::RequestType::kChat, text.toStdString());
  return true;
}

bool OnlineModel::nameAllowed(const QString& name) const { return online::name_problem(name.toStdString()).empty(); }
void OnlineModel::mute(bool muted) {
  if (!play_) return;
  play_->request(online::RequestType::kMute, muted ? "on" : "off");
  muted_ = muted;
  emit changed();
}

void OnlineModel::leave() {
  retry_.stop();
  if (socket_ != nullptr) {
    socket_->disconnect(this);
    socket_->close();
    socket_->deleteLater();
    socket_ = nullptr;
  }
  play_.reset();
  ticker_.stop();
  muted_ = false;
  set_connection(Connection::Offline);
}

void OnlineModel::close_game() {
  if (play_ && play_->side() >= 0 && !play_->client().started() && !play_->client().over()) {
    play_->request(online::RequestType::kAbort);
    if (socket_ != nullptr) socket_->flush();
    if (!keep_folder_.isEmpty()) QFile::remove(seat_path(QString::fromStdString(play_->client().code())));
  }
  leave();
  problem_.clear();  // what went wrong in that game is no news on the next screen
  emit changed();
}

QString OnlineModel::seat_path(const QString& code) const {
  return QDir(keep_folder_).filePath(QStringLiteral("seats/") + code + QStringLiteral(".seat"));
}

void OnlineModel::keep() {
  if (keep_folder_.isEmpty() || !play_ || play_->client().code().empty()) return;
  QDir().mkpath(keep_folder_ + QStringLiteral("/seats"));
  const QDir folder(keep_folder_);
  const auto& client = play_->client();
  const QString code = QString::fromStdString(client.code());
  if (client.record() != nullptr) {
    QSaveFile record(folder.filePath(code + QStringLiteral(".djed")));
    if (record.open(QIODevice::WriteOnly)) {
      record.write(QByteArray::fromStdString(client.record_text()));
      record.commit();
    }
  }
  // Each game still in play keeps its seat; a finished game needs none.
  if (client.side() < 0) return;
  if (client.over()) {
    QFile::remove(seat_path(code));
    emit changed();
    return;
  }
  // The server and the seat, then what the player is shown: the game and the opponent.
  const std::string opponent = client.names()[static_cast<std::size_t>(1 - client.side())];
  const std::string game = client.game() != nullptr ? client.game()->info().id : std::string();
  QSaveFile seat(seat_path(code));
  if (seat.open(QIODevice::WriteOnly)) {
    seat.write((servers_text_ + QLatin1Char(' ') + QString::fromStdString(play_->seat_text()) + QLatin1Char('\n') +
                QString::fromStdString(game) + QLatin1Char('\t') + QString::fromStdString(opponent) + QLatin1Char('\n'))
                   .toUtf8());
    seat.commit();
  }
}

QVariantList OnlineModel::keptSeats() const {
  QVariantList out;
  if (keep_folder_.isEmpty()) return out;
  const QDir seats(keep_folder_ + QStringLiteral("/seats"));
  for (const QFileInfo& file : seats.entryInfoList({QStringLiteral("*.seat")}, QDir::Files, QDir::Time)) {
    QFile seat(file.filePath());
    if (!seat.open(QIODevice::ReadOnly)) continue;
    const QString first = QString::fromUtf8(seat.readLine(4096)).trimmed();
    const QStringList about = QString::fromUtf8(seat.readLine(4096)).trimmed().split(QLatin1Char('\t'));
    if (first.indexOf(QLatin1Char(' ')) <= 0) continue;
    out.append(QVariantMap{{"code", file.completeBaseName()},
                           {"server", first.section(QLatin1Char(' '), 0, 0)},
                           {"game", about.value(0)},
                           {"opponent", about.value(1)}});
  }
  return out;
}

void OnlineModel::resumeKept(const QString& code) {
  QFile seat(seat_path(code));
  const QString kept = seat.open(QIODevice::ReadOnly) ? QString::fromUtf8(seat.readLine(4096)).trimmed() : QString();
  const qsizetype space = kept.indexOf(QLatin1Char(' '));
  if (space <= 0) return fail(tr("No online game is waiting to be continued."));
  resume(kept.left(space), kept.mid(space + 1));
}

}  // namespace djed::gui
