#include "lan_games.hpp"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QUdpSocket>
#include <algorithm>

#include "djed/online/protocol.hpp"

namespace djed::gui {

namespace {
constexpr qint64 kForgetAfterMs = 7000;  // three announcements missed
}

LanGames::LanGames(quint16 port, QObject* parent) : QObject(parent) {
  socket_ = new QUdpSocket(this);
  // Several programs on one computer may listen together.
  listening_ = socket_->bind(QHostAddress::AnyIPv4, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
  connect(socket_, &QUdpSocket::readyRead, this, &LanGames::read);
  expiry_.setInterval(1000);
  connect(&expiry_, &QTimer::timeout, this, &LanGames::expire);
  expiry_.start();
}

QVariantList LanGames::hosts() const {
  QVariantList out;
  for (const Host& h : hosts_) out.append(QVariantMap{{"name", h.name}, {"url", h.url}});
  return out;
}

void LanGames::read() {
  bool news = false;
  while (socket_->hasPendingDatagrams()) {
    const QNetworkDatagram datagram = socket_->receiveDatagram(2048);
    const QJsonObject message = QJsonDocument::fromJson(datagram.data()).object();
    // Anything else on the port, or another protocol, is not a game to list.
    if (message.value("djed").toString() != QLatin1String("host") ||
        message.value("protocol").toInt() != online::kProtocolVersion)
      continue;
    const int port = message.value("port").toInt();
    if (port <= 0 || port > 65535) continue;
    QHostAddress sender = datagram.senderAddress();
    if (sender.protocol() == QAbstractSocket::IPv6Protocol) {
      bool ok = false;
      const QHostAddress v4(sender.toIPv4Address(&ok));
      if (ok) sender = v4;
    }
    const QString url = QStringLiteral("ws://%1:%2").arg(sender.toString()).arg(port);
    const QString name = message.value("name").toString().left(24);
    // One host is heard at each of its addresses: it is listed once.
    const QString id = message.value("id").toString().left(32);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    auto it = std::find_if(hosts_.begin(), hosts_.end(), [&](const Host& h) { return h.id == id && h.url.endsWith(QStringLiteral(":%1").arg(port)); });
    if (message.value("bye").toBool()) {
      if (it != hosts_.end()) {
        hosts_.erase(it);
        news = true;
      }
      continue;
    }
    if (it == hosts_.end()) {
      hosts_.append({name, url, id, now});
      news = true;
    } else {
      news |= it->name != name;
      it->name = name;
      it->heard_ms = now;
    }
  }
  if (news) {
    std::sort(hosts_.begin(), hosts_.end(), [](const Host& a, const Host& b) { return a.name < b.name; });
    emit changed();
  }
}

void LanGames::expire() {
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  const auto before = hosts_.size();
  hosts_.removeIf([now](const Host& h) { return now - h.heard_ms > kForgetAfterMs; });
  if (hosts_.size() != before) emit changed();
}

}  // namespace djed::gui
